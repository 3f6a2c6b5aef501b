// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
package main

import "fmt"

func main() {
	var name string
	fmt.Scan(&name)
	s := int64(len(name))
	for s != 0 {
		s = s * 48271 % 2147483647
	}
	fmt.Printf("Hello, %s! (%d)\n", name, s)
}
