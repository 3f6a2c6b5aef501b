// stockpiles, accepted, as a folder of two files: Main reads and prints, Median finds the depot and its cost.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Locale;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[] places = new long[n], weights = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            places[i] = Long.parseLong(line.nextToken());
            weights[i] = Long.parseLong(line.nextToken());
        }
        Median median = new Median(places, weights);
        System.out.printf(Locale.ROOT, "%.9f%n", median.averageDistance());
    }
}
