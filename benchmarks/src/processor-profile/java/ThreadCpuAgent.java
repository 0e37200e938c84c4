import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * A Java agent that, when the JVM shuts down, writes the CPU time of each of its live threads (name
 * and nanoseconds on a CPU, from /proc/self/task/TID/comm and schedstat) and of the whole process
 * (user + system clock ticks from /proc/self/stat, exited threads included) to the file given as the
 * agent's argument. The JIT's and GC's threads are not Java threads, so only the kernel's accounting
 * sees them. Nothing but java.base and no lambda, and {@code processor-profile.sh} compiles it with
 * {@code -XDstringConcat=inline}, so that it adds few classes and no invokedynamic linkage to what it
 * measures.
 */
public final class ThreadCpuAgent {
  private ThreadCpuAgent() {}

  public static void premain(String file) {
    Runtime.getRuntime()
        .addShutdownHook(new Thread(new Writer(Paths.get(file)), "thread-cpu-agent"));
  }

  private static final class Writer implements Runnable {
    private final Path file;

    Writer(Path file) {
      this.file = file;
    }

    @Override
    public void run() {
      try {
        List<String> lines = new ArrayList<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Paths.get("/proc/self/task"))) {
          for (Path task : tasks) {
            try {
              String name = Files.readString(task.resolve("comm")).trim();
              String schedstat = Files.readString(task.resolve("schedstat")).trim();
              lines.add("thread\t" + name + "\t" + schedstat.substring(0, schedstat.indexOf(' ')));
            } catch (IOException exited) {
              // the thread ended while listed
            }
          }
        }
        String stat = Files.readString(Paths.get("/proc/self/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // fields[0] is field 3 of proc(5) (state); utime and stime are fields 14 and 15.
        long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        lines.add("process-ticks\t" + ticks);
        Files.write(file, lines);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
