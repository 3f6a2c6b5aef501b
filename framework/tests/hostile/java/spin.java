// Spins forever: TLE by CPU time.
class Main {
    static volatile long spin;

    public static void main(String[] args) {
        for (;;) spin = spin + 1;
    }
}
