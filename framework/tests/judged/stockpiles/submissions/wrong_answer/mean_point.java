// stockpiles, wrong answer: puts the depot at the centre of mass (the weighted mean of the places), which
// minimises the squared distances, not the distances.
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
        long total = 0;
        double moment = 0;
        for (int i = 0; i < n; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            x[i] = Long.parseLong(line.nextToken());
            w[i] = Long.parseLong(line.nextToken());
            total += w[i];
            moment += (double) x[i] * w[i];
        }
        double depot = moment / total, cost = 0;
        for (int i = 0; i < n; i++) cost += w[i] * Math.abs(x[i] - depot);
        System.out.println(String.format(Locale.ROOT, "%.9f", cost / total));
    }
}
