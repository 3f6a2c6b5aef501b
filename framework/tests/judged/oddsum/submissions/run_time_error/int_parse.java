// oddsum, run-time error: parses each number with Integer.parseInt, which throws NumberFormatException for the
// numbers beyond 32 bits. Right wherever it does not crash (the sum itself is kept in a long).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer numbers = new StringTokenizer(in.readLine());
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int a = Integer.parseInt(numbers.nextToken());
            if (a % 2 != 0) sum += a;
        }
        System.out.println(sum);
    }
}
