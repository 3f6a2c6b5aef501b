/* Spins forever: TLE by CPU time. */
int main(void) {
    volatile unsigned long spin = 0;
    for (;;) spin = spin + 1;
}
