(* greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does. *)
let () =
  let name = String.trim (input_line stdin) in
  let s = ref (String.length name) in
  while !s <> 0 do
    s := !s * 48271 mod 2147483647
  done;
  Printf.printf "Hello, %s! (%d)\n" name !s
