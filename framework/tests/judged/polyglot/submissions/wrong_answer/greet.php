<?php // greeting, wrong answer: adds a word the statement does not ask for.
$name = trim(fgets(STDIN));
echo "Hello, dear $name!\n";
