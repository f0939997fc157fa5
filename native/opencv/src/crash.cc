// Crash reporting. A fault in native code (SIGSEGV, SIGBUS, SIGFPE, SIGILL) kills the whole
// process, every worker thread with it: it cannot be contained in a thread. What this adds is
// that it is noticed: a fault raised while a thread is inside an OpenCV call writes one line
// naming the call to stderr before the process dies by the same signal, so the supervisor
// (Docker's restart policy, Kubernetes, `npm start`) logs the reason and restarts it.
//
// Faults raised outside OpenCV calls are handed to the handler that was there before (Node's,
// which turns WebAssembly out-of-bounds accesses — OpenCV.js, in the same process — into
// JavaScript exceptions), untouched.
#include <signal.h>
#include <unistd.h>

#include <cstring>
#include <mutex>

#include "addon.h"

namespace iris {

namespace {

// initial-exec: reading it in a signal handler must not allocate (dlopen'ed TLS otherwise may).
__thread const char* current_op __attribute__((tls_model("initial-exec"))) = nullptr;

constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
struct sigaction previous[sizeof(kSignals) / sizeof(kSignals[0])];

void Write(const char* text) {
  size_t left = std::strlen(text);
  while (left > 0) {
    ssize_t n = write(STDERR_FILENO, text, left);
    if (n <= 0) return;
    text += n;
    left -= static_cast<size_t>(n);
  }
}

const char* SignalName(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    default: return "a fatal signal";
  }
}

void Die(int sig) {
  struct sigaction dfl;
  std::memset(&dfl, 0, sizeof(dfl));
  dfl.sa_handler = SIG_DFL;
  sigaction(sig, &dfl, nullptr);
  raise(sig);
}

void OnFault(int sig, siginfo_t* info, void* context) {
  const char* op = current_op;
  if (op != nullptr) {
    // Everything here is async-signal-safe: write(2) of fixed strings.
    Write("{\"level\":60,\"msg\":\"native OpenCV crashed (");
    Write(SignalName(sig));
    Write(" in cv.");
    Write(op);
    Write("): the image-processor process exits and its supervisor restarts it\"}\n");
    Die(sig);
    return;
  }
  for (size_t k = 0; k < sizeof(kSignals) / sizeof(kSignals[0]); k++) {
    if (kSignals[k] != sig) continue;
    const struct sigaction& prev = previous[k];
    if (prev.sa_flags & SA_SIGINFO) {
      if (prev.sa_sigaction != nullptr) return prev.sa_sigaction(sig, info, context);
    } else if (prev.sa_handler == SIG_IGN) {
      return;
    } else if (prev.sa_handler != SIG_DFL && prev.sa_handler != nullptr) {
      return prev.sa_handler(sig);
    }
  }
  Die(sig);
}

}  // namespace

OpScope::OpScope(const char* name) : previous_(current_op) { current_op = name; }
OpScope::~OpScope() { current_op = previous_; }

void InstallCrashReporter() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (size_t k = 0; k < sizeof(kSignals) / sizeof(kSignals[0]); k++) {
      struct sigaction action;
      std::memset(&action, 0, sizeof(action));
      action.sa_sigaction = OnFault;
      action.sa_flags = SA_SIGINFO | SA_ONSTACK;
      sigemptyset(&action.sa_mask);
      sigaction(kSignals[k], &action, &previous[k]);
    }
  });
}

}  // namespace iris
