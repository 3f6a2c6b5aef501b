<?php // greeting, accepted: reads the name and greets it.
$name = trim(fgets(STDIN));
echo "Hello, $name!\n";
