#include "core/codegen/c_emitter.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/external_function.hpp"

namespace acausal::codegen {
namespace {

// The generated code reads ProgramInputs through a C struct of the same layout.
static_assert(std::is_standard_layout_v<ProgramInputs>);
static_assert(offsetof(ProgramInputs, y) == 0);
static_assert(offsetof(ProgramInputs, yp) == sizeof(void*));
static_assert(offsetof(ProgramInputs, parameters) == 2 * sizeof(void*));
static_assert(offsetof(ProgramInputs, time) == 3 * sizeof(void*));
static_assert(offsetof(ProgramInputs, cj) == 3 * sizeof(void*) + sizeof(double));
static_assert(offsetof(ProgramInputs, discrete) == 3 * sizeof(void*) + 2 * sizeof(double));
static_assert(std::is_standard_layout_v<NativeCallSlot>);

constexpr const char* kPrelude = R"(#include <math.h>
typedef struct {
  const double* y;
  const double* yp;
  const double* p;
  double t;
  double cj;
  const double* d;
} acausal_inputs;
typedef struct {
  void (*function)(const void* context, const double* u, double* y);
  const void* context;
} acausal_call;
#define ACAUSAL_ARGS const acausal_inputs* in, double* r, double* out, const acausal_call* calls
#define ACAUSAL_STORE_ARGS const acausal_inputs* in, double* r, double* y, double* yp, const acausal_call* calls
)";

using Buffer = std::string;
using Code = Program::Code;

// Appends text and integers without parsing a format string: the emitter
// writes a few pieces per instruction, and format parsing was most of its time.
void put(Buffer& b, std::string_view text) {
  b.append(text);
}
void put(Buffer& b, std::int64_t n) {
  const fmt::format_int digits(n);
  b.append(std::string_view(digits.data(), digits.size()));
}
template <typename... Pieces>
void put(Buffer& b, const Pieces&... pieces) requires(sizeof...(Pieces) > 1) {
  (put(b, pieces), ...);
}

enum class RegisterKind : std::uint8_t { Constant, Local, CallMemory };

void literal(Buffer& b, double v) {
  if (std::isnan(v)) {
    fmt::format_to(std::back_inserter(b), "NAN");
  } else if (std::isinf(v)) {
    b.append(v > 0 ? "HUGE_VAL" : "(-HUGE_VAL)");
  } else if (std::signbit(v)) {
    fmt::format_to(std::back_inserter(b), "(-{:a})", -v);
  } else {
    fmt::format_to(std::back_inserter(b), "{:a}", v);
  }
}

class ProgramEmitter {
 public:
  ProgramEmitter(const Program& p, std::size_t index, const EmitOptions& options, Buffer& out)
      : p_(p), index_(index), options_(options), b_(out) {}

  void emit() {
    const auto& code = p_.instructions();
    const auto n_registers = static_cast<std::size_t>(p_.num_registers());
    kind_.assign(n_registers, RegisterKind::Constant);
    chunk_of_.assign(n_registers, -1);
    spilled_.assign(n_registers, 0);
    const std::size_t per =
        static_cast<std::size_t>(std::max(1, options_.instructions_per_function));
    for (const Program::CallSite& site : p_.calls()) {
      for (std::size_t i = 0; i < site.arguments.size(); ++i)
        kind_[static_cast<std::size_t>(site.inputs) + i] = RegisterKind::CallMemory;
      for (int k = 0; k < site.function->num_outputs(); ++k)
        kind_[static_cast<std::size_t>(site.outputs + k)] = RegisterKind::CallMemory;
    }
    load_.assign(n_registers, -1);
    for (std::size_t i = 0; i < code.size(); ++i) {
      if (code[i].code == Code::Call) continue;
      const auto dst = static_cast<std::size_t>(code[i].dst);
      kind_[dst] = RegisterKind::Local;
      chunk_of_[dst] = static_cast<int>(i / per);
      if (code[i].code != Code::Apply) load_[dst] = static_cast<int>(i);
    }
    // A computed local used in a later function than its own is stored in the
    // register file; an input is read again there.
    auto use = [&](std::int32_t reg, std::size_t i) {
      const auto r = static_cast<std::size_t>(reg);
      if (kind_[r] == RegisterKind::Local && load_[r] < 0 &&
          chunk_of_[r] != static_cast<int>(i / per))
        spilled_[r] = 1;
    };
    for (std::size_t i = 0; i < code.size(); ++i) {
      const Program::Instruction& ins = code[i];
      if (ins.code == Code::Call) {
        for (std::int32_t a : p_.calls()[static_cast<std::size_t>(ins.a)].arguments) use(a, i);
      } else if (ins.code == Code::Apply) {
        const int n = arity(ins.op);
        if (n > 0) use(ins.a, i);
        if (n > 1) use(ins.b, i);
        if (n > 2) use(ins.c, i);
      }
    }
    // Outputs are written where their value is computed.
    const auto& outs = p_.output_registers();
    first_output_.assign(n_registers, -1);
    next_output_.assign(outs.size(), -1);
    for (std::size_t k = outs.size(); k-- > 0;) {
      int& first = first_output_[static_cast<std::size_t>(outs[k])];
      next_output_[k] = first;
      first = static_cast<int>(k);
    }

    const std::size_t chunks = code.empty() ? 1 : (code.size() + per - 1) / per;
    const std::string name = entry_name(index_);
    if (chunks == 1) {
      fmt::format_to(std::back_inserter(b_), "void {}(ACAUSAL_ARGS) {{\n", name);
      body(0, code.size(), true);
      fmt::format_to(std::back_inserter(b_), "}}\n");
      return;
    }
    for (std::size_t c = 0; c < chunks; ++c) {
      fmt::format_to(std::back_inserter(b_),
                     "__attribute__((noinline)) static void {}_{}(ACAUSAL_ARGS) {{\n", name, c);
      body(c * per, std::min(code.size(), (c + 1) * per), c == 0);
      fmt::format_to(std::back_inserter(b_), "}}\n");
    }
    fmt::format_to(std::back_inserter(b_), "void {}(ACAUSAL_ARGS) {{\n", name);
    for (std::size_t c = 0; c < chunks; ++c)
      fmt::format_to(std::back_inserter(b_), "  {}_{}(in, r, out, calls);\n", name, c);
    fmt::format_to(std::back_inserter(b_), "}}\n");
  }

 private:
  void operand(std::int32_t reg) {
    const auto r = static_cast<std::size_t>(reg);
    switch (kind_[r]) {
      case RegisterKind::Constant:
        literal(b_, p_.initial_registers()[r]);
        return;
      case RegisterKind::CallMemory:
        put(b_, "r[", reg, "]");
        return;
      case RegisterKind::Local:
        if (chunk_of_[r] == chunk_)
          put(b_, "v", reg);
        else if (load_[r] >= 0)
          load(p_.instructions()[static_cast<std::size_t>(load_[r])]);
        else
          put(b_, "r[", reg, "]");
        return;
    }
  }

  // The input an instruction loads.
  void load(const Program::Instruction& ins) {
    switch (ins.code) {
      case Code::LoadY:
        put(b_, "y[", ins.a, "]");
        return;
      case Code::LoadYp:
        put(b_, "yp[", ins.a, "]");
        return;
      case Code::LoadParameter:
        put(b_, "p[", ins.a, "]");
        return;
      case Code::LoadTime:
        put(b_, "in->t");
        return;
      case Code::LoadCj:
        put(b_, "in->cj");
        return;
      case Code::LoadDiscrete:
        put(b_, "d[", ins.a, "]");
        return;
      default:
        throw InternalError("emit_c: not a load");
    }
  }

  void write_outputs(std::int32_t reg) {
    for (int k = first_output_[static_cast<std::size_t>(reg)]; k >= 0;
         k = next_output_[static_cast<std::size_t>(k)]) {
      put(b_, "  out[", k, "] = ");
      operand(reg);
      put(b_, ";\n");
    }
  }

  // The value of op applied to the operands: the C form of apply_op (core/expr/evaluate.hpp).
  void apply(const Program::Instruction& ins) {
    auto a = [&] { operand(ins.a); };
    auto b = [&] { operand(ins.b); };
    auto c = [&] { operand(ins.c); };
    auto infix = [&](const char* op) {
      a();
      put(b_, " ", op, " ");
      b();
    };
    auto call1 = [&](const char* f) {
      put(b_, f, "(");
      a();
      put(b_, ")");
    };
    auto call2 = [&](const char* f) {
      put(b_, f, "(");
      a();
      put(b_, ", ");
      b();
      put(b_, ")");
    };
    auto relation = [&](const char* op) {
      put(b_, "(");
      infix(op);
      put(b_, " ? 1.0 : 0.0)");
    };
    switch (ins.op) {
      case Op::Add:
        return infix("+");
      case Op::Sub:
        return infix("-");
      case Op::Mul:
        return infix("*");
      case Op::Div:
        return infix("/");
      case Op::Neg:
        put(b_, "-");
        return a();
      case Op::Pow:
        return call2("pow");
      case Op::Sqrt:
        return call1("sqrt");
      case Op::Exp:
        return call1("exp");
      case Op::Log:
        return call1("log");
      case Op::Sin:
        return call1("sin");
      case Op::Cos:
        return call1("cos");
      case Op::Tan:
        return call1("tan");
      case Op::Asin:
        return call1("asin");
      case Op::Acos:
        return call1("acos");
      case Op::Atan:
        return call1("atan");
      case Op::Atan2:
        return call2("atan2");
      case Op::Sinh:
        return call1("sinh");
      case Op::Cosh:
        return call1("cosh");
      case Op::Tanh:
        return call1("tanh");
      case Op::Abs:
        return call1("fabs");
      case Op::Sign:
        put(b_, "(");
        a();
        put(b_, " > 0 ? 1.0 : (");
        a();
        put(b_, " < 0 ? -1.0 : 0.0))");
        return;
      case Op::Min:
      case Op::Max:
        put(b_, "(");
        infix(ins.op == Op::Min ? "<" : ">");
        put(b_, " ? ");
        a();
        put(b_, " : ");
        b();
        put(b_, ")");
        return;
      case Op::Less:
        return relation("<");
      case Op::LessEqual:
        return relation("<=");
      case Op::Greater:
        return relation(">");
      case Op::GreaterEqual:
        return relation(">=");
      case Op::Equal:
        return relation("==");
      case Op::NotEqual:
        return relation("!=");
      case Op::And:
      case Op::Or:
        put(b_, "((");
        a();
        put(b_, " != 0.0 ", ins.op == Op::And ? "&&" : "||", " ");
        b();
        put(b_, " != 0.0) ? 1.0 : 0.0)");
        return;
      case Op::Not:
        put(b_, "(");
        a();
        put(b_, " == 0.0 ? 1.0 : 0.0)");
        return;
      case Op::IfElse:
        put(b_, "(");
        a();
        put(b_, " != 0.0 ? ");
        b();
        put(b_, " : ");
        c();
        put(b_, ")");
        return;
      case Op::WithDerivative:
        return a();
      default:  // as apply_op: operations that are never evaluated
        put(b_, "NAN");
        return;
    }
  }

  void body(std::size_t begin, std::size_t end, bool first) {
    chunk_ = static_cast<int>(
        begin / static_cast<std::size_t>(std::max(1, options_.instructions_per_function)));
    auto out = std::back_inserter(b_);
    fmt::format_to(out,
                   "  const double* y = in->y; const double* yp = in->yp; const double* p = in->p; "
                   "const double* d = in->d;\n"
                   "  (void)y; (void)yp; (void)p; (void)d; (void)r; (void)out; (void)calls;\n");
    if (first)  // outputs that are constants
      for (std::size_t reg = 0; reg < kind_.size(); ++reg)
        if (kind_[reg] == RegisterKind::Constant) write_outputs(static_cast<std::int32_t>(reg));
    const auto& code = p_.instructions();
    for (std::size_t i = begin; i < end; ++i) {
      const Program::Instruction& ins = code[i];
      switch (ins.code) {
        case Code::Call: {
          const Program::CallSite& site = p_.calls()[static_cast<std::size_t>(ins.a)];
          for (std::size_t j = 0; j < site.arguments.size(); ++j) {
            put(b_, "  r[", site.inputs + static_cast<std::int32_t>(j), "] = ");
            operand(site.arguments[j]);
            put(b_, ";\n");
          }
          fmt::format_to(out, "  calls[{0}].function(calls[{0}].context, r + {1}, r + {2});\n",
                         ins.a, site.inputs, site.outputs);
          for (int k = 0; k < site.function->num_outputs(); ++k) write_outputs(site.outputs + k);
          continue;
        }
        case Code::LoadY:
        case Code::LoadYp:
        case Code::LoadParameter:
        case Code::LoadTime:
        case Code::LoadCj:
        case Code::LoadDiscrete:
          put(b_, "  const double v", ins.dst, " = ");
          load(ins);
          put(b_, ";\n");
          break;
        case Code::Apply:
          put(b_, "  const double v", ins.dst, " = ");
          apply(ins);
          put(b_, ";\n");
          break;
      }
      if (spilled_[static_cast<std::size_t>(ins.dst)])
        put(b_, "  r[", ins.dst, "] = v", ins.dst, ";\n");
      write_outputs(ins.dst);
    }
  }

  const Program& p_;
  std::size_t index_;
  const EmitOptions& options_;
  Buffer& b_;
  std::vector<RegisterKind> kind_;
  std::vector<int> chunk_of_;
  std::vector<char> spilled_;
  std::vector<int> load_;  // the instruction loading a register from the inputs, or -1
  std::vector<int> first_output_, next_output_;  // outputs of each register, as linked lists
  int chunk_ = 0;
};

// The storing entry of program k: its outputs computed into a local array,
// then stored into their unknowns (no copy through the caller's buffer, no
// table of destinations read at run time).
void emit_store(const Program& p, std::size_t k, const std::vector<CausalTarget>& destinations,
                Buffer& b) {
  if (destinations.size() != static_cast<std::size_t>(p.num_outputs()))
    throw InternalError(fmt::format("emit_c: program {} has {} outputs and {} destinations", k,
                                    p.num_outputs(), destinations.size()));
  auto out = std::back_inserter(b);
  fmt::format_to(out, "int {}(ACAUSAL_STORE_ARGS) {{\n  double out[{}];\n  int bad = 0;\n",
                 store_name(k), std::max<std::size_t>(1, destinations.size()));
  fmt::format_to(out, "  {}(in, r, out, calls);\n", entry_name(k));
  for (std::size_t i = 0; i < destinations.size(); ++i)
    fmt::format_to(out, "  {}[{}] = out[{}]; bad |= !isfinite(out[{}]);\n",
                   destinations[i].derivative ? "yp" : "y", destinations[i].index, i, i);
  fmt::format_to(out, "  return bad;\n}}\n");
}

}  // namespace

std::string entry_name(std::size_t k) {
  return fmt::format("acausal_program_{}", k);
}

std::string store_name(std::size_t k) {
  return fmt::format("acausal_store_{}", k);
}

std::string emit_c(std::span<const Program* const> programs, const EmitOptions& options,
                   std::span<const std::vector<CausalTarget>> stores) {
  Buffer b;
  std::size_t estimate = 4096;  // about 40 bytes per instruction: no regrowth copies
  for (const Program* p : programs)
    if (p) estimate += 40 * (p->instructions().size() + p->output_registers().size());
  b.reserve(estimate);
  std::string title = options.title;
  for (std::size_t at; (at = title.find("*/")) != std::string::npos;) title.replace(at, 2, "* /");
  fmt::format_to(std::back_inserter(b), "/* acausal generated code{}{} */\n",
                 title.empty() ? "" : ": ", title);
  b.append(std::string_view(kPrelude));
  for (std::size_t k = 0; k < programs.size(); ++k) {
    if (!programs[k]) throw InternalError("emit_c: null program");
    ProgramEmitter(*programs[k], k, options, b).emit();
    if (k < stores.size() && !stores[k].empty()) emit_store(*programs[k], k, stores[k], b);
  }
  return b;
}

}  // namespace acausal::codegen
