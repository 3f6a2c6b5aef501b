// pairfind, wrong answer: keeps the entries in a set of values and refuses a complement equal to the entry
// itself, so a pair of two equal entries (4 + 4 = 8) is never found.
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
        long[] a = new long[n];
        HashMap<Long, Integer> position = new HashMap<>();
        for (int i = 0; i < n; i++) {
            a[i] = Long.parseLong(entries.nextToken());
            position.put(a[i], i + 1);
        }
        for (int i = 0; i < n; i++) {
            long need = t - a[i];
            if (need != a[i] && position.containsKey(need)) {
                System.out.println((i + 1) + " " + position.get(need));
                return;
            }
        }
        System.out.println(-1);
    }
}
