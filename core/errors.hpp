#pragma once
// Two error channels (see docs/design.md): user and model errors throw one of
// the typed exceptions below with a message naming components, equations and
// a hint; broken internal invariants throw InternalError ("this is a bug").
#include <stdexcept>
#include <string>

namespace acausal {

/// Base of every error the library reports to users.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Bad parameter values, unknown paths, wrong use of the builder API.
class ModelError : public Error {
 public:
  using Error::Error;
};

/// Connecting ports of different domains, or otherwise illegal connections.
class ConnectionError : public ModelError {
 public:
  using ModelError::ModelError;
};

/// Under-/over-determined or structurally singular systems.
class StructuralError : public Error {
 public:
  using Error::Error;
};

/// Inconsistent or singular initialisation problems.
class InitializationError : public Error {
 public:
  using Error::Error;
};

/// The integrator failed (step size too small, repeated convergence failures...).
class SolverError : public Error {
 public:
  using Error::Error;
};

/// A broken internal invariant: never the user's fault.
class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& what)
      : std::logic_error("internal error (this is a bug): " + what) {}
};

}  // namespace acausal
