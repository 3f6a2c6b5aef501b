// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
fun main() {
    val name = readLine()!!.trim()
    var s = name.length.toLong()
    while (s != 0L) {
        s = s * 48271 % 2147483647
    }
    print("Hello, $name! ($s)\n")
}
