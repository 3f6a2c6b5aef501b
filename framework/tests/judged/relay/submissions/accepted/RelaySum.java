// relay, accepted: reads and adds longs, since later passes' numbers pass 2^31 (each pass is a fresh run).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class RelaySum {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer numbers = new StringTokenizer(in.readLine());
        long a = Long.parseLong(numbers.nextToken());
        long b = Long.parseLong(numbers.nextToken());
        System.out.println(a + b);
    }
}
