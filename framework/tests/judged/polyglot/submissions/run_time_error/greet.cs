// greeting, run-time error: takes the name for a number, an uncaught FormatException.
using System;

class Program {
    static void Main() {
        string name = Console.ReadLine().Trim();
        int times = int.Parse(name);
        Console.Write("Hello, " + name + "!\n" + times);
    }
}
