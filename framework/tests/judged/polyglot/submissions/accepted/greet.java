// greeting, accepted: reads the name and greets it.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String name = in.readLine().trim();
        System.out.print("Hello, " + name + "!\n");
    }
}
