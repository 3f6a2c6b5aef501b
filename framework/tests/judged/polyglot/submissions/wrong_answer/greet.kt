// greeting, wrong answer: leaves out the comma after Hello.
fun main() {
    val name = readLine()!!.trim()
    print("Hello $name!\n")
}
