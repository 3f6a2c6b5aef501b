// pairfind, too slow: draws random pairs of positions until one makes the target. Quick when a pair exists;
// endless when none does (it never prints -1). Right wherever it finishes.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Random;
import java.util.StringTokenizer;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(first.nextToken());
        long t = Long.parseLong(first.nextToken());
        StringTokenizer entries = new StringTokenizer(in.readLine());
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(entries.nextToken());
        Random random = new Random(7);
        while (true) {
            int i = random.nextInt(n), j = random.nextInt(n);
            if (i != j && a[i] + a[j] == t) {
                System.out.println((i + 1) + " " + (j + 1));
                return;
            }
        }
    }
}
