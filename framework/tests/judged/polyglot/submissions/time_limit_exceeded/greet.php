<?php // greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
$name = trim(fgets(STDIN));
$s = strlen($name);
while ($s != 0) {
    $s = $s * 48271 % 2147483647;
}
echo "Hello, $name! ($s)\n";
