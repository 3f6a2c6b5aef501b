// greeting, wrong answer: ends with a full stop instead of an exclamation mark.
package main

import "fmt"

func main() {
	var name string
	fmt.Scan(&name)
	fmt.Printf("Hello, %s.\n", name)
}
