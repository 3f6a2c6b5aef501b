import java.util.Scanner;
public class Slow {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong(), sum = a;
        for (long i = 0; i < b * 1000000000L; i++) sum += i % 2 == 0 ? 0 : 0;
        System.out.println(sum + b);
    }
}
