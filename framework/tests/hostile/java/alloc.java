// Keeps 64 MiB arrays (the JVM zeroes, so touches, every byte) until 4 GiB: the heap, sized from the limit, is
// full first, and the JVM ends with the table's out_of_memory_exit: MLE.
import java.util.ArrayList;
import java.util.List;

class Main {
    public static void main(String[] args) {
        List<byte[]> blocks = new ArrayList<>();
        for (int block = 0; block < 64; ++block) blocks.add(new byte[64 << 20]);
        System.out.println(blocks.size());
    }
}
