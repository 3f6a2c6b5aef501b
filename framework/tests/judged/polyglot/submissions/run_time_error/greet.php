<?php // greeting, run-time error: finds no digit in the name and gives up with exit status 1.
$name = trim(fgets(STDIN));
if (!preg_match('/[0-9]+/', $name, $digits)) {
    fwrite(STDERR, "no number of greetings in '$name'\n");
    exit(1);
}
echo str_repeat("Hello, $name!\n", (int)$digits[0]);
