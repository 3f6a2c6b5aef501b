// greeting, wrong answer: says Hi instead of Hello.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String name = in.readLine().trim();
        System.out.print("Hi, " + name + "!\n");
    }
}
