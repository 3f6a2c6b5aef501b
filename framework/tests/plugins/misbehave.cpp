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
        } else {
            out << how << '\n';
        }
    }
};

GAVEL_PROBLEM(Misbehave, "misbehave", "Misbehaving reference", "1.0")
