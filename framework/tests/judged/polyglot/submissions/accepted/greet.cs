// greeting, accepted: reads the name and greets it.
using System;

class Program {
    static void Main() {
        string name = Console.ReadLine().Trim();
        Console.Write("Hello, " + name + "!\n");
    }
}
