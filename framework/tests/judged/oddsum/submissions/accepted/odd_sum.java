// oddsum, accepted. The class is not public so that the file may have any name.
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
            long a = Long.parseLong(numbers.nextToken());
            if (Math.floorMod(a, 2L) == 1) sum += a;
        }
        System.out.println(sum);
    }
}
