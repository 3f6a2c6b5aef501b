// In a sanitized build (the asan preset: AddressSanitizer and UBSan), undefined behaviour fails the test that
// reached it, in the test process and in every worker forked from it, instead of printing a line no one reads.
// In any other build nothing asks for these options.
extern "C" __attribute__((visibility("default"), used)) const char* __ubsan_default_options() {
    return "halt_on_error=1:print_stacktrace=1";
}
