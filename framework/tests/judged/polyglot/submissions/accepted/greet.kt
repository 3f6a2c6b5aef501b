// greeting, accepted: reads the name and greets it.
fun main() {
    val name = readLine()!!.trim()
    print("Hello, $name!\n")
}
