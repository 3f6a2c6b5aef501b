// Makes the compiler read an endless file: the compilation is stopped at its limits, CE.
#include "/dev/zero"
int main() {}
