// stockpiles, partially accepted (30 points): the right depot, but the cost is an int, which wraps around once
// heavy piles lie far apart; group 1's costs are tiny.
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
        int[][] piles = new int[n][];
        long total = 0;
        for (int i = 0; i < n; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            piles[i] = new int[] {Integer.parseInt(line.nextToken()), Integer.parseInt(line.nextToken())};
            total += piles[i][1];
        }
        Arrays.sort(piles, (p, q) -> Integer.compare(p[0], q[0]));
        long run = 0;
        int depot = 0;
        for (int[] pile : piles) {
            run += pile[1];
            if (2 * run >= total) {
                depot = pile[0];
                break;
            }
        }
        int cost = 0;
        for (int[] pile : piles) cost += pile[1] * Math.abs(pile[0] - depot);
        System.out.println(String.format(Locale.ROOT, "%.9f", (double) cost / total));
    }
}
