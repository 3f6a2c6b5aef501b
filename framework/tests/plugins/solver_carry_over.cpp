// Contestant Solver plugins for `sum` that try to carry one test's work into the next, answering right only when
// they see no earlier test. CARRY_KIND 1: a page mapped MAP_SHARED while loading, counted up by every test
// (a private page if the mapping is refused). CARRY_KIND 2: a thread started while loading, which counts the
// tests it hears of (each test's child asks it through a file in /tmp).
#include <gavel/sdk.hpp>

#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>

namespace {

#if CARRY_KIND == 1
long* map_counter() {
    void* page = ::mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    static long private_counter = 0;
    return page == MAP_FAILED ? &private_counter : static_cast<long*>(page);
}
long* const counter = map_counter();

long tests_seen() { return ++*counter; }
#elif CARRY_KIND == 2
// Lives in the process that loaded the plugin, as long as that process does.
void listen_for_tests() {
    long heard = 0;
    for (;;) {
        if (::access("/tmp/ping", F_OK) == 0) {
            ::unlink("/tmp/ping");
            std::ofstream("/tmp/pong.part") << ++heard << '\n';
            ::rename("/tmp/pong.part", "/tmp/pong");
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}
const bool listening = [] {
    std::thread(listen_for_tests).detach();
    return true;
}();

long tests_seen() {
    std::ofstream("/tmp/ping") << "ping\n";
    for (int waited = 0; waited < 2000; ++waited) {
        std::ifstream pong("/tmp/pong");
        long heard = 0;
        if (pong >> heard) return heard;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return 0;  // no thread answered
}
#endif

}  // namespace

class CarryOver : public gavel::Solver {
public:
    void solve(std::istream& in, std::ostream& out) override {
        long long a = 0, b = 0;
        in >> a >> b;
        const long seen = tests_seen();
        if (seen == 1) out << a + b << '\n';
        else out << "test number " << seen << " of this state\n";
    }
};

GAVEL_SOLVER(CarryOver, "carry over")
