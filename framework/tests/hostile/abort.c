/* Aborts: RE (SIGABRT). */
#include <stdlib.h>
int main(void) { abort(); }
