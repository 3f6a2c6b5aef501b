// Sleeps forever, using no CPU: TLE by wall-clock time.
class Main {
    public static void main(String[] args) throws InterruptedException {
        for (;;) Thread.sleep(Long.MAX_VALUE);
    }
}
