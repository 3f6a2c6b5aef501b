// greeting, run-time error: reads the byte past the name's end, a panic (index out of range).
package main

import "fmt"

func main() {
	var name string
	fmt.Scan(&name)
	after := name[len(name)]
	fmt.Printf("Hello, %s!%c\n", name, after)
}
