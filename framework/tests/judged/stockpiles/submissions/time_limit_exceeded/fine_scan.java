// stockpiles, too slow: tries every depot place from the leftmost to the rightmost pile in steps of a metre.
// Instant when the piles lie within 100 km; about 10^9 places times n piles when they spread over 10^6 km.
// Right wherever it finishes.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Locale;
import java.util.StringTokenizer;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[] x = new long[n], w = new long[n];
        long low = Long.MAX_VALUE, high = Long.MIN_VALUE, total = 0;
        for (int i = 0; i < n; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            x[i] = Long.parseLong(line.nextToken());
            w[i] = Long.parseLong(line.nextToken());
            low = Math.min(low, x[i]);
            high = Math.max(high, x[i]);
            total += w[i];
        }
        double best = Double.POSITIVE_INFINITY;
        for (long metre = low * 1000; metre <= high * 1000; metre++) {
            double depot = metre / 1000.0, cost = 0;
            for (int i = 0; i < n; i++) cost += w[i] * Math.abs(x[i] - depot);
            best = Math.min(best, cost);
        }
        System.out.println(String.format(Locale.ROOT, "%.9f", best / total));
    }
}
