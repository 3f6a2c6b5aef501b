-- greeting, run-time error: reads the letter past the name's end with (!!), an uncaught exception.
import Control.Exception (evaluate)

main :: IO ()
main = do
  name <- fmap (head . words) getLine
  after <- evaluate (name !! length name)
  putStrLn ("Hello, " ++ name ++ "!" ++ [after])
