// stockpiles, accepted: a weighted median, printed with six decimals (enough under the 1e-6 tolerance, since
// the answer's relative error counts too). The class is not public so that the file may have any name.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.Locale;
import java.util.StringTokenizer;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] piles = new long[n][];
        long total = 0;
        for (int i = 0; i < n; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            piles[i] = new long[] {Long.parseLong(line.nextToken()), Long.parseLong(line.nextToken())};
            total += piles[i][1];
        }
        Arrays.sort(piles, (p, q) -> Long.compare(p[0], q[0]));
        long run = 0, depot = 0;
        for (long[] pile : piles) {
            run += pile[1];
            if (2 * run >= total) {
                depot = pile[0];
                break;
            }
        }
        long cost = 0;
        for (long[] pile : piles) cost += pile[1] * Math.abs(pile[0] - depot);
        System.out.println(String.format(Locale.ROOT, "%.6f", (double) cost / total));
    }
}
