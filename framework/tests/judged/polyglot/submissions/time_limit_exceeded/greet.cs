// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
using System;

class Program {
    static void Main() {
        string name = Console.ReadLine().Trim();
        long s = name.Length;
        while (s != 0) {
            s = s * 48271 % 2147483647;
        }
        Console.Write("Hello, " + name + "! (" + s + ")\n");
    }
}
