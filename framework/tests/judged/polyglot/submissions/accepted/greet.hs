-- greeting, accepted: reads the name and greets it.
main :: IO ()
main = do
  name <- fmap (head . words) getLine
  putStrLn ("Hello, " ++ name ++ "!")
