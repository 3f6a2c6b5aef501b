// Two threads spin for 1.2 s of CPU each, then it answers: 2.4 s of CPU in all, TLE under 2 s. Counting one
// thread only (with the JVM's half second of start-up) would make it AC.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

class Main {
    static volatile long spin;

    public static void main(String[] args) throws IOException, InterruptedException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        Runnable spinner = () -> {
            long start = clock.getCurrentThreadCpuTime();
            while (clock.getCurrentThreadCpuTime() - start < 1_200_000_000L) spin = spin + 1;
        };
        Thread first = new Thread(spinner), second = new Thread(spinner);
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(Long.parseLong(ab[0]) + Long.parseLong(ab[1]));
    }
}
