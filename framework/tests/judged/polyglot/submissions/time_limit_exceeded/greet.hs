-- greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
-- The loop is strict and in IO: each step is forced, so it spins on the CPU (no <<loop>>, no growing thunk).
spin :: Int -> IO Int
spin s
  | s == 0 = return s
  | otherwise = let next = s * 48271 `mod` 2147483647 in next `seq` spin next

main :: IO ()
main = do
  name <- fmap (head . words) getLine
  s <- spin (length name)
  putStrLn ("Hello, " ++ name ++ "! (" ++ show s ++ ")")
