(* greeting, wrong answer: leaves out the comma after Hello. *)
let () =
  let name = String.trim (input_line stdin) in
  Printf.printf "Hello %s!\n" name
