(* greeting, accepted: reads the name and greets it. *)
let () =
  let name = String.trim (input_line stdin) in
  Printf.printf "Hello, %s!\n" name
