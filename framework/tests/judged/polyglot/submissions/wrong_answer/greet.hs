-- greeting, wrong answer: leaves out the exclamation mark.
main :: IO ()
main = do
  name <- fmap (head . words) getLine
  putStrLn ("Hello, " ++ name)
