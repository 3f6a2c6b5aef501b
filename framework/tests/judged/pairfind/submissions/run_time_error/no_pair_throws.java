// pairfind, run-time error: throws when it finds no pair, instead of printing -1. Right wherever a pair exists.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.StringTokenizer;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(first.nextToken());
        long t = Long.parseLong(first.nextToken());
        StringTokenizer entries = new StringTokenizer(in.readLine());
        HashMap<Long, Integer> seen = new HashMap<>();
        for (int position = 1; position <= n; position++) {
            long entry = Long.parseLong(entries.nextToken());
            Integer other = seen.get(t - entry);
            if (other != null) {
                System.out.println(other + " " + position);
                return;
            }
            seen.putIfAbsent(entry, position);
        }
        throw new IllegalStateException("no two entries make " + t);
    }
}
