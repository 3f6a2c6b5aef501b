// A problem whose reference solver misbehaves on command: the input's first word says how.
// The runner's tests use it to prove that the judge survives each way a solver can go wrong.
#include <gavel/sdk.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

class Misbehave : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        std::string how;
        in >> how;
        if (how == "loop") {
            volatile unsigned long spin = 0;  // volatile: the loop must not be optimised away
            for (;;) spin = spin + 1;
        } else if (how == "sleep") {
            std::this_thread::sleep_for(std::chrono::hours(1));
        } else if (how == "crash") {
            std::raise(SIGSEGV);
        } else if (how == "abort") {
            std::abort();
        } else if (how == "exit") {
            std::_Exit(7);
        } else if (how == "exit0") {
            // Half an answer, then an exit that reads like GAVEL_OK.
            out << "half" << std::flush;
            std::_Exit(0);
        } else if (how == "exit-call") {
            out << "half" << std::flush;
            std::exit(0);
        } else if (how == "throw") {
            throw std::runtime_error("deliberate failure");
        } else if (how == "hog") {
            // Touch every page so the memory is really used, not just reserved.
            std::vector<std::vector<char>> blocks;
            for (;;) blocks.emplace_back(std::size_t(16) << 20, 'x');
        } else if (how == "flood") {
            const std::string line(4096, 'y');
            for (;;) out << line << '\n';
        } else if (how == "spin") {
            // Busy for about the given number of milliseconds of CPU, then answer.
            long ms = 0;
            in >> ms;
            const auto until = std::clock() + ms * (CLOCKS_PER_SEC / 1000);
            while (std::clock() < until) {
            }
            out << "done\n";
        } else if (how == "alloc") {
            long mib = 0;
            in >> mib;
            std::vector<char> block(std::size_t(mib) << 20, 'z');
            out << "allocated " << block.size() << '\n';
        } else if (how == "pid") {
            // Which worker process served the call: the tests tell a reused worker from a fresh one by it.
            out << ::getpid() << '\n';
        } else if (how == "calls") {
            // How many calls this process served: the state a plugin must not count on being fresh.
            static long calls = 0;
            out << ++calls << '\n';
        } else if (how == "echo") {
            out << how << in.rdbuf();
        } else if (how == "recurse") {
            // As deep as a program may recurse with its memory: far past a thread's few MiB of stack.
            long kib = 0;
            in >> kib;
            out << recurse(kib) << '\n';
        } else {
            out << how << '\n';
        }
    }

private:
    // One KiB of stack per level: the frame is read after the call below it, so it must live across it.
    static long recurse(long levels) {
        volatile char frame[1024];
        frame[levels % 1024] = 1;
        if (levels == 0) return 0;
        const long below = recurse(levels - 1);
        return below + frame[levels % 1024];
    }
};

GAVEL_PROBLEM(Misbehave, "misbehave", "Misbehaving reference", "1.0")
