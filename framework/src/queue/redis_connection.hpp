// One connection to a Redis server (hiredis underneath): a redis:// address, commands as argument lists, replies
// copied into values that own their bytes.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct redisContext;

namespace gavel::queue {

/// redis://[:password@]host[:port][/db]
struct RedisAddress {
    std::string host;
    int port = 6379;
    std::string password;
    int database = 0;
    std::string url;  // as given, for messages
};

/// Throws InputError naming the URL and what was expected.
RedisAddress parse_redis_url(std::string_view url);

/// The server cannot be reached, or the connection broke: worth trying again later.
class RedisUnavailable : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct RedisReply {
    enum class Kind { string, integer, array, nil, status, error };
    Kind kind = Kind::nil;
    std::string text;  // string, status, error
    long long integer = 0;
    std::vector<RedisReply> elements;

    bool is_nil() const { return kind == Kind::nil; }
};

class RedisConnection {
public:
    /// Connects (within `timeout`), authenticates and selects the database. Throws RedisUnavailable. Each later
    /// command waits at most `command_timeout` for its reply.
    RedisConnection(const RedisAddress& address, std::chrono::milliseconds timeout,
                    std::chrono::milliseconds command_timeout = std::chrono::seconds(30));
    ~RedisConnection();
    RedisConnection(const RedisConnection&) = delete;
    RedisConnection& operator=(const RedisConnection&) = delete;

    /// Sends one command and returns its reply; an error reply is returned, not thrown. Throws RedisUnavailable
    /// when the connection fails (it is then of no further use).
    RedisReply command(const std::vector<std::string>& arguments);
    /// The same, throwing std::runtime_error with the server's message on an error reply.
    RedisReply checked(const std::vector<std::string>& arguments);

private:
    redisContext* context_ = nullptr;
    std::string url_;
};

}  // namespace gavel::queue
