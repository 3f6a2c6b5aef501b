// Does not compile: CE, with the compiler's message.
int main() { return undeclared_name; }
