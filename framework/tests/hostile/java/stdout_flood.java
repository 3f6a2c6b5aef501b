// Writes to standard output without end: OLE, without the judge buffering it all.
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Arrays;

class Main {
    public static void main(String[] args) throws IOException {
        byte[] line = new byte[4096];
        Arrays.fill(line, (byte) 'x');
        FileOutputStream out = new FileOutputStream(FileDescriptor.out);
        for (;;) out.write(line);
    }
}
