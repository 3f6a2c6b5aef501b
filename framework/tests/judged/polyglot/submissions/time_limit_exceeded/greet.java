// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String name = in.readLine().trim();
        long s = name.length();
        while (s != 0) {
            s = s * 48271 % 2147483647;
        }
        System.out.print("Hello, " + name + "! (" + s + ")\n");
    }
}
