// greeting, run-time error: takes the name for a number, an uncaught NumberFormatException.
fun main() {
    val name = readLine()!!.trim()
    val times = name.toInt()
    print("Hello, $name!\n".repeat(times))
}
